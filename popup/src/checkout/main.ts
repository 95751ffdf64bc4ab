import { CheckoutPage } from './app';

new CheckoutPage();
