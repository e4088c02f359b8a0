// @shop/shared/validation: the form rules of requirements §5 with their exact messages, the same
// for the storefront's forms and the provider's checks of what they send (docs/adr/003-the-contract.md).
// Pure functions; the request schemas built on them are @shop/shared/requests (../api/requests.ts).

export type { BankField, BankValues } from './bank';
export { digitsOnly, SORT_CODE_MAX_LENGTH, validateBank } from './bank';
export type { BillingField, BillingValues } from './billing';
export { validateBilling } from './billing';
export { dateOfBirthProblem } from './date-of-birth';
export type { FieldRule } from './fields';
export { BadRequest, field, hasVisible, objectField, parseRequest, requestBody, stripInvisible } from './fields';
export { isAcceptablePassword, PASSWORD_HINT, PASSWORD_RULE_MESSAGE, passwordStrength } from './password';
export type { ProfileField, ProfileValues } from './profile';
export { validateProfile } from './profile';
export type { FieldError } from './rules';
export { EMAIL_PATTERN, emailProblem, errorsByField, isBlank } from './rules';
export { EmailSchema, passwordSchemaProblem } from './schemas';
