import { Messages } from './messages.js';

// The specification's own words, written out here as the spec writes them (spec 01 and 02, the sections named),
// so a change to a constant the code and the other tests share fails here instead of passing everywhere.
describe("the specification's user-visible texts", () => {
  it.each([
    ['required', Messages.required, 'This field is required'], // 01 §5
    ['minLength', Messages.minLength(8), 'Please provide a value at least 8 characters long'], // 01 §5
    ['maxLength', Messages.maxLength(256), 'Please provide a value less than 256 characters long'], // 01 §5
    ['textareaMinLength', Messages.textareaMinLength(50), 'This field must be at least 50 characters long'], // 01 §5
    ['invalidEmail', Messages.invalidEmail, 'Please provide a valid email address.'], // 01 §5
    ['invalidDate', Messages.invalidDate, 'Please enter a valid date'], // 01 §5
    ['passwordsDoNotMatch', Messages.passwordsDoNotMatch, 'Passwords do not match'], // 01 §5
    ['loggedOut', Messages.loggedOut, 'You have been logged out.'], // 01 §2
    ['cantSaveUsers', Messages.cantSaveUsers, "Sorry, you can't save users."], // 01 §2
    ['invalidPromoCode', Messages.invalidPromoCode('SAVE10'), 'The promo code "SAVE10" is not valid.'], // 01 §8
    ['unexpectedError', Messages.unexpectedError, 'An unexpected error occurred. Please try again.'], // 01 §8
    ['notLoggedInOrNoAccess', Messages.notLoggedInOrNoAccess, 'You are not logged in or do not have access.'], // 01 §8
    ['notValidated', Messages.notValidated, 'The data you provided could not be validated.'], // 01 §8
    ['editedSinceLoaded', Messages.editedSinceLoaded, 'The item has been edited since you loaded the page. Reload this page to get the latest changes.'], // 01 §8, 02 §8
    ['passwordChanged', Messages.passwordChanged, 'Your password was changed successfully.'], // 01 §8
    ['twoFactorEnabled', Messages.twoFactorEnabled, 'Two-factor authentication was successfully enabled on your account.'], // 01 §8
    ['accountCreated', Messages.accountCreated, 'Your account has been created. Thank you!'], // 01 §8
    ['resetEmailSent', Messages.resetEmailSent, 'An email has been sent to the address you provided with a link to reset your password.'], // 01 §8
    ['clientNotice', Messages.clientNotice, 'To continue, please follow the link that was emailed or texted to you by your attorney.'], // 01 §2
    ['unableToLoadPaymentMethod', Messages.unableToLoadPaymentMethod, 'Unable to load payment method'], // 02 §8
    ['phoneFormat', Messages.phoneFormat, 'Please format the phone number as XXX-XXX-XXXX'], // 02 §5
    ['inviteEmailRequired', Messages.inviteEmailRequired, 'Please provide an email address in order to send an email invitation.'], // 02 §5
    ['invitePhoneRequired', Messages.invitePhoneRequired, 'Please provide a phone number in order to send a text message invitation.'], // 02 §5
    ['inviteIncomplete', Messages.inviteIncomplete, 'Please make sure you have completed all the fields for the new client.'], // 02 §5
    ['invalidLink', Messages.invalidLink, 'The link you followed is invalid.'], // 02 §8
    ['passwordsMustMatch', Messages.passwordsMustMatch, 'Your passwords must match.'], // 02 §5
    ['reviewAnswers', Messages.reviewAnswers, 'Please review the answers highlighted in red before continuing to the next page:'], // 02 §5
    ['answerSaveFailed', Messages.answerSaveFailed, 'An error occurred while saving your changes.'], // 02 §8
  ])('%s reads as the spec writes it', (_name, text, specText) => {
    expect(text).toBe(specText);
  });
});
