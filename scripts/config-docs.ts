/** `npm run docs:config`: writes `.env.example` and the tables of docs/configuration.md from the settings list. */
import fs from 'node:fs';
import path from 'node:path';
import { envExample, withTables } from '../src/server/config-docs';

const root = path.resolve(import.meta.dirname, '..');
fs.writeFileSync(path.join(root, '.env.example'), envExample());
const page = path.join(root, 'docs/configuration.md');
fs.writeFileSync(page, withTables(fs.readFileSync(page, 'utf8')));
console.log('wrote .env.example and docs/configuration.md');
