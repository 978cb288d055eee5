#!/usr/bin/env node
// `npm run pnpm -- <args>`: pnpm at the pinned version, bootstrapped when missing.
import { pnpm } from './lib/pnpm.mjs';

pnpm(process.argv.slice(2));
