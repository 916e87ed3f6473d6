/**
 * MUI's locale number formatter (`@mui/material/locale/utils/buildFormatNumber`), with the
 * `Intl.NumberFormat` made on first use instead of when the locale module loads. webpack.config.ts
 * puts it in MUI's place in the browser's bundle: the zh-CN locale the theme reads made its formatter
 * while the first script evaluated, the costliest single step of it (docs/performance.md "Hydration"),
 * though only the admin's table pager ever formats a number.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | null | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        // As MUI does: String() when the locale is unknown to this browser.
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
