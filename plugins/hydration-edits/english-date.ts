// The dates the theme prints (a post's date, a page's "Last updated", the blog archive), formatted without
// Intl.DateTimeFormat: its first use in a page loads ICU's calendar data, 60 to 200 ms of main-thread time at
// Lighthouse's 4x CPU slowdown, during hydration. The site is English only; anything this does not cover is
// handed to Intl unchanged, so the output is always what Intl would print (tests/unit/hydration-edits.test.ts).

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type DateFormatter = Pick<Intl.DateTimeFormat, 'format'>;

const COVERED_KEYS = new Set(['day', 'month', 'year', 'timeZone', 'calendar']);

function covered(locale: string, options: Intl.DateTimeFormatOptions): boolean {
  return (
    (locale === 'en' || locale === 'en-US') &&
    Object.keys(options).every((key) => COVERED_KEYS.has(key)) &&
    options.timeZone === 'UTC' &&
    (options.calendar === undefined || options.calendar === 'gregory') &&
    options.day === 'numeric' &&
    (options.month === 'short' || options.month === 'long') &&
    (options.year === undefined || options.year === 'numeric')
  );
}

/** Same contract as `new Intl.DateTimeFormat(locale, options)` for the `format` method. */
export function englishDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  if (!covered(locale, options)) return new Intl.DateTimeFormat(locale, options);
  const { month, year } = options;
  return {
    format(date?: Date | number) {
      const at = new Date(date ?? Date.now());
      const long = LONG_MONTHS[at.getUTCMonth()] ?? '';
      const name = month === 'long' ? long : long.slice(0, 3);
      const dayAndMonth = `${name} ${at.getUTCDate()}`;
      return year === undefined ? dayAndMonth : `${dayAndMonth}, ${at.getUTCFullYear()}`;
    },
  };
}
