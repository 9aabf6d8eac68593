/** Numbers written as words, zero to nineteen, each at its value's index: the answers and the narrative spell them so. */
// prettier-ignore
export const NUMBER_WORDS_TO_NINETEEN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'] as const;
