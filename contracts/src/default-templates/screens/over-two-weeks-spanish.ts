/**
 * The four answers of the Spanish (USA) PHQ-9 and GAD-7 forms, the same words on both, by the English
 * option values (the scoring rules' `OverTwoWeeks`).
 */
export const OVER_TWO_WEEKS_SPANISH = {
  'Not at all': 'Ningún día',
  'Several days': 'Varios días',
  'More than half the days': 'Más de la mitad de los días',
  'Nearly every day': 'Casi todos los días',
};
