// `npm run css:global -w web`: writes src/app/chakra-global.css, the Chakra system's global styles
// as a stylesheet (src/app/chakra-global-css.ts). Run it after changing src/app/system.ts's config;
// src/app/chakra-global-css.test.ts fails until the file matches the system.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chakraGlobalStylesheet } from '../src/app/chakra-global-css';
import { createNutrindexSystem } from '../src/app/system';

const target = fileURLToPath(new URL('../src/app/chakra-global.css', import.meta.url));
writeFileSync(target, chakraGlobalStylesheet(createNutrindexSystem()));
console.log(`wrote ${target}`);
