import { describe, expect, it } from 'vitest';
import { applyGlossary, releaseGlossary } from './glossary.js';
import { buildTranslateRequest } from './google-translator.js';
import { fromFragment, toFragment } from './batches.js';

describe('the glossary', () => {
  it('gives section names, units after numbers and the product name their one English form, protected from translation', () => {
    const marked = applyGlossary('<p>Veja Formas Químicas e Posologia: 400 UI e 5000UI, 200 mg no NutrIndex.</p>');
    expect(marked).toContain('<span translate="no" class="notranslate" data-glossary="1">Chemical Forms</span>');
    expect(marked).toContain('<span translate="no" class="notranslate" data-glossary="1">Dosage</span>');
    expect(releaseGlossary(marked)).toBe('<p>Veja Chemical Forms e Dosage: 400 IU e 5000IU, 200 mg no NutrIndex.</p>');
  });

  it('leaves tags, attributes and words that merely contain a term alone', () => {
    const html = '<a href="/Posologia" title="Formas Químicas">Posologias</a><img alt="mg"> UI';
    expect(applyGlossary(html)).toBe(html);
  });
});

describe('the Cloud Translation request', () => {
  it('asks for Portuguese to English as HTML, under the project and location, with the glossary marked', () => {
    const request = buildTranslateRequest({ projectId: 'nutrindex-prod', location: 'global' }, ['<p>Posologia</p>', toFragment('Ácido fólico & B12 <forte>', false)]);
    expect(request).toEqual({
      parent: 'projects/nutrindex-prod/locations/global',
      contents: ['<p><span translate="no" class="notranslate" data-glossary="1">Dosage</span></p>', 'Ácido fólico &amp; B12 &lt;forte&gt;'],
      mimeType: 'text/html',
      sourceLanguageCode: 'pt',
      targetLanguageCode: 'en',
    });
  });

  it('turns a translated name back into plain text', () => {
    expect(fromFragment('Folic acid &amp; B12 &lt;strong&gt; &#39;x&#39;', false)).toBe("Folic acid & B12 <strong> 'x'");
  });
});
