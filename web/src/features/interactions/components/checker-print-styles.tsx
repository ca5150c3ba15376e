/**
 * The checker on paper: the list and the results on one page with the date (docs/decisions.md,
 * "Interaction checker"). Navigation, the picker, buttons, banners and toasts are hidden; cards are
 * set tighter than on screen and each link's address is written after it, as the monograph prints.
 */
const PRINT_CSS = `
.print-only { display: none; }
@media print {
  @page { margin: 12mm; }
  html, body { background: #fff !important; color: #000 !important; }
  header, nav, aside, button, .no-print, [data-scope="toast"] { display: none !important; }
  .print-only { display: block !important; }
  .interaction-checker { font-size: 10pt; line-height: 1.3; }
  .interaction-checker h1 { font-size: 14pt; margin-bottom: 4pt; }
  .interaction-checker .interaction-card { padding: 4pt 0 !important; border-width: 0 0 1px 0 !important; border-radius: 0 !important; break-inside: avoid; box-shadow: none !important; }
  .interaction-checker .interaction-card a[href^="http"]::after { content: " (" attr(href) ")"; word-break: break-all; }
  .interaction-checker .severity-group { margin-top: 6pt !important; }
  .interaction-checker .severity-heading { break-after: avoid; }
  .interaction-checker .evidence-scale[open] > dl, .interaction-checker .evidence-scale { display: none !important; }
  .interaction-checker .check-list { border-width: 0 !important; padding: 0 !important; }
}
`;

export function CheckerPrintStyles() {
  return (
    <style href="nutrindex-checker-print" precedence="default">
      {PRINT_CSS}
    </style>
  );
}
