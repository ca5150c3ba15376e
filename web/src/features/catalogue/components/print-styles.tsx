/**
 * The monograph's print stylesheet (docs/decisions/catalogue-and-content.md, "Print"), loaded with the topic page rather
 * than with every page: on paper there is no navigation, banners or buttons, only the print-only
 * monograph, its links written out after them.
 */
const PRINT_CSS = `
.print-only { display: none; }
@media print {
  html, body { background: #fff !important; color: #000 !important; }
  header, nav, aside, button, .no-print, .screen-only, [data-scope="toast"] { display: none !important; }
  .print-only { display: block !important; }
  .print-monograph a[href^="http"]::after { content: " (" attr(href) ")"; word-break: break-all; }
  .print-monograph h2, .print-monograph h3 { break-after: avoid; }
  .print-monograph table, .print-monograph li { break-inside: avoid; }
  .print-monograph .table-scroll { overflow: visible !important; border-width: 0 !important; mask-image: none !important; }
  .print-monograph .table-scroll-hint { display: none !important; }
  .print-monograph table { min-width: 0 !important; }
  .print-topic + .print-topic { margin-top: 2rem; }
}
`;

export function PrintStyles() {
  return (
    <style href="nutrindex-print" precedence="default">
      {PRINT_CSS}
    </style>
  );
}
