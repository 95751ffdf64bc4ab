import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addAsoStacks } from '../lib/aso-app';

const app = new App();
addAsoStacks(app);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
