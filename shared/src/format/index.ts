// @shop/shared/format: how every team writes money, UK dates and times, and a competition's address
// (requirements §2 and §9). Pure functions, bundled by each application that uses them.

export {
  dateTimeToMs,
  formatLongDate,
  formatTime12h,
  formatUkDate,
  formatUkDateTime,
  formatUkTime,
  ukToday,
} from './dates';
export { formatPounds, fromMinorUnits, linePrice, PRICE_SENTINEL } from './money';
export { formatCount } from './numbers';
export {
  competitionDetailsPath,
  competitionIdFromDetailsParam,
  firstName,
  titleSlug,
  truncate,
} from './text';
