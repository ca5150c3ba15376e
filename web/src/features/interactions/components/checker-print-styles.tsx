/**
 * The checker on paper: the list and the results on one page with the date (docs/decisions/interactions-checker.md,
 * "Interaction checker", web). Navigation, the picker, buttons, banners and toasts are hidden; the
 * supporting text is set small and tight, each detail runs on after its label, and references keep
 * their DOI and PubMed ids (the ids are the address; writing each URL out would double the page).
 * 'O que fazer' stays at reading size (10.5 pt): it is what the printout is for (issue 39, a
 * six-item list on one A4 page).
 */
const PRINT_CSS = `
.print-only { display: none; }
@media print {
  @page { size: A4; margin: 8mm; }
  html, body { background: #fff !important; color: #000 !important; }
  header, nav, aside, button, .no-print, [data-scope="toast"] { display: none !important; }
  #main { min-height: 0 !important; }
  .chakra-container:has(.interaction-checker) { padding: 0 !important; }
  div:has(> #main .interaction-checker) { row-gap: 0 !important; }
  .print-only { display: block !important; }
  .interaction-checker { font-size: 8pt; line-height: 1.2; }
  .interaction-checker * { max-width: none !important; }
  .interaction-checker h1 { font-size: 12pt; margin: 0 0 1pt; }
  .interaction-checker h2 { font-size: 10.5pt; margin: 3pt 0 1pt; }
  .interaction-checker h3 { font-size: 10pt; }
  .interaction-checker h4 { font-size: 9.5pt; }
  .interaction-checker p, .interaction-checker li, .interaction-checker span { font-size: inherit !important; line-height: inherit !important; }
  .interaction-checker .check-list li > div { padding: 0 4pt; }
  .interaction-checker .chakra-stack { gap: 3pt !important; }
  .interaction-checker .checker-list { margin-bottom: 4pt !important; }
  .interaction-checker .severity-group { margin-top: 4pt; }
  .interaction-checker .severity-heading { margin-bottom: 2pt; break-after: avoid; }
  .interaction-checker .interaction-card { gap: 1pt !important; padding: 2pt 0 !important; border-width: 0 0 1px 0 !important; border-radius: 0 !important; break-inside: avoid; }
  .interaction-checker .interaction-detail > *, .interaction-checker .interaction-references > h5 { display: inline; }
  .interaction-checker .interaction-references > h5::after { content: ": "; }
  .interaction-checker .interaction-references ol { display: inline; padding-left: 0; }
  .interaction-checker .interaction-references li { display: inline; list-style: none; }
  .interaction-checker .interaction-references li + li::before { content: " · "; }
  .interaction-checker .interaction-detail > h5::after { content: ": "; }
  .interaction-checker .interaction-card * { font-size: 8pt !important; line-height: 1.25 !important; }
  .interaction-checker .interaction-card h4, .interaction-checker .interaction-card h4 * { font-size: 9.5pt !important; }
  .interaction-checker .interaction-card .interaction-management, .interaction-checker .interaction-card .interaction-management * { font-size: 10.5pt !important; line-height: 1.3 !important; }
  .interaction-checker .interaction-management > h5 { font-weight: 700; }
  .interaction-checker .interaction-card { display: grid !important; grid-template-columns: 1fr 1fr; grid-auto-flow: row dense; column-gap: 10pt; align-items: start; }
  .interaction-checker .interaction-card > * { grid-column: 1; }
  .interaction-checker .interaction-card > .interaction-management, .interaction-checker .interaction-card > .interaction-references, .interaction-checker .interaction-card > .interaction-reviewed { grid-column: 2; }
  .interaction-checker .interaction-card > .interaction-management { grid-row: 1; }
  .interaction-checker .interaction-card > .interaction-references { grid-row: 2 / span 2; }
  .interaction-checker .interaction-card > .interaction-reviewed { grid-row: 4; }
  .interaction-checker .severity-heading { display: flex; align-items: baseline; column-gap: 6pt; }
  .interaction-checker .severity-heading > p::before { content: "— "; }
  .interaction-checker .interaction-card-head { flex-direction: row !important; flex-wrap: wrap; align-items: baseline; column-gap: 6pt !important; }
  .interaction-checker .pair-list li { list-style: none; }
  .interaction-checker .pair-list li:not(:last-child)::after { content: ";"; }
  .interaction-checker .pair-list ul { padding-left: 0 !important; }
  .interaction-checker .not-safety { font-size: 8pt !important; padding-left: 4pt; }
  .interaction-checker .interaction-references ol { margin: 0; }
  .interaction-checker .interaction-references li { margin-top: 0 !important; }
  .interaction-checker .evidence-scale { display: none !important; }
  .interaction-checker .pair-list ul { display: flex !important; flex-direction: row !important; flex-wrap: wrap; column-gap: 14pt; row-gap: 0 !important; }
  .interaction-checker section + section, .interaction-checker .severity-group + .severity-group { margin-top: 4pt; }
}
`;

export function CheckerPrintStyles() {
  return (
    <style href="nutrindex-checker-print" precedence="default">
      {PRINT_CSS}
    </style>
  );
}
