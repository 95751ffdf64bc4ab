/**
 * Nigeria's 36 states and the FCT: the one list the registration, profile and address forms offer. It is the
 * list admins price delivery by and the one the server checks a Nigerian delivery address against.
 */
export { nigerianStates } from '@functions/shop/delivery-details/contract';
