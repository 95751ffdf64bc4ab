import { CfnParameter, CfnRule, Fn, type Stack } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';

/** The sender address must be an e-mail address: SES verifies it by mail and Cognito sends from it. */
const emailPattern = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

export interface ShopMail {
  /** The verified sender (the `SenderEmail` parameter). */
  readonly mailFrom: string;
  readonly adminEmail: string;
  /** `yes` once SES shows the sender as verified (the `SenderVerified` parameter). */
  readonly senderVerified: string;
  readonly senderIdentity: EmailIdentity;
}

/**
 * The Shop's mail: the sender and first-admin parameters and their SES identities. Built in the stack's own
 * scope so the parameter names (which operators type at deploy time) and logical IDs stay as they were.
 */
export function addShopMail(stack: Stack): ShopMail {
  const senderEmail = new CfnParameter(stack, 'SenderEmail', {
    type: 'String',
    allowedPattern: emailPattern,
    constraintDescription: 'must be an e-mail address',
    description: 'Address the Shop sends mail from (OTP codes, Cognito). SES verifies it: click the link AWS e-mails to it.',
  });
  const adminEmail = new CfnParameter(stack, 'AdminEmail', {
    type: 'String',
    allowedPattern: emailPattern,
    constraintDescription: 'must be an e-mail address',
    description: 'The first administrator. Verified as an SES identity so it can receive mail while SES is in the sandbox.',
  });
  const senderVerified = new CfnParameter(stack, 'SenderVerified', {
    type: 'String',
    allowedValues: ['no', 'yes'],
    default: 'no',
    description:
      'Set to yes (and deploy again) once SES shows SenderEmail as verified: Cognito refuses an unverified SES sender, so it uses its own until then.',
  });
  const mailFrom = senderEmail.valueAsString;

  const senderIdentity = new EmailIdentity(stack, 'SenderIdentity', { identity: Identity.email(mailFrom) });
  // While SES is in the sandbox it only delivers to verified addresses, so the admin is verified too. Two
  // identities for one address would collide, hence the rule (the sender is usually a no-reply address).
  new EmailIdentity(stack, 'AdminIdentity', { identity: Identity.email(adminEmail.valueAsString) });
  new CfnRule(stack, 'DistinctEmails', {
    assertions: [
      {
        assert: Fn.conditionNot(Fn.conditionEquals(adminEmail.valueAsString, mailFrom)),
        assertDescription: 'AdminEmail must differ from SenderEmail (use a no-reply address as the sender).',
      },
    ],
  });
  return { mailFrom, adminEmail: adminEmail.valueAsString, senderVerified: senderVerified.valueAsString, senderIdentity };
}
