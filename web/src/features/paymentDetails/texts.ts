import { englishTexts } from '../../i18n/texts';

/** What the address and card fields say (spec 02 §5). */
export const paymentDetailsEn = {
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  chooseState: 'Choose a state or territory',
  postalCode: 'Postal Code',
  country: 'Country',
  chooseCountry: 'Choose a country',
  card: 'Card',
  cardNumber: 'Card Number',
  loadingCardForm: 'Loading the card form…',
  cardFormNotLoaded: 'The card form has not loaded yet. Please try again.',
  testCardHelp: 'Test mode: use 4242 4242 4242 4242 (accepted) or 4000 0000 0000 0002 (declined).',
  unknownTestCard: 'This test card number is not known. Use 4242 4242 4242 4242 or 4000 0000 0000 0002.',
} as const;

export const paymentDetailsText = englishTexts('paymentDetails', paymentDetailsEn);
