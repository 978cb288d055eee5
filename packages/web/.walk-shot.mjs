import { chromium } from '@playwright/test';
const [,, url, out, w = '390', h = '844'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto(url); await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
