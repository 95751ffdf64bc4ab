import { RemovalPolicy, SecretValue, Validations, type Stack } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';

/**
 * What the secret holds until the operator puts the Shop's real key in. CloudFormation writes it only when
 * it creates the secret (later deploys leave the operator's value alone while this text is unchanged), and
 * it cannot be mistaken for a key: Pay's secret keys start with `sk_`.
 */
export const unsetPaySecretValue = 'unset: put the Shop merchant secret key (sk_test_...) from npm run pay:merchant here';

/**
 * The Shop's secret key as a Pay merchant (for its server calls to Pay and for checking Pay's webhook
 * signatures), handed to routes that declare `secret:pay`. Pay generates merchant keys and shows them once,
 * so the stack cannot: it creates the secret with a placeholder, and the operator sets the value from
 * `npm run pay:merchant` (infra/README.md).
 */
export function addShopPaySecret(stack: Stack): Secret {
  const secret = new Secret(stack, 'PaySecretKey', {
    description:
      "The Shop's Pay secret key (sk_test_...), as printed once by npm run pay:merchant against the AsoPay table; set it with aws secretsmanager put-secret-value (infra/README.md).",
    secretStringValue: SecretValue.unsafePlainText(unsetPaySecretValue),
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason: 'Pay issues merchant keys and shows them once, so a rotation Lambda cannot make a new one; the operator rotates it by creating a new merchant key and putting it here.',
  });
  return secret;
}
