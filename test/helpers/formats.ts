/**
 * Validators for the report formats other tools read: the official SARIF 2.1.0 JSON schema
 * (as shipped by @microsoft/jest-sarif, a draft-04 schema, so Ajv's draft-04 build) and a
 * JUnit XML parser (fast-xml-parser) that keeps every element as an array.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const require = createRequire(import.meta.url);
// CommonJS packages, loaded as such (their typings describe `default` exports).
type Validate = ((data: unknown) => boolean) & { errors?: unknown };
const Ajv = require('ajv-draft-04') as new (o: object) => { compile(schema: unknown): Validate };
const addFormats = require('ajv-formats') as (ajv: unknown) => void;
const SCHEMA_FILE = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');

let validator: Validate | undefined;

/** Errors of `log` against the SARIF 2.1.0 schema ([] when valid). */
export function sarifSchemaErrors(log: unknown): unknown[] {
  if (!validator) {
    // The schema's `language` pattern has a stray `]`, legal only without the regex `u` flag.
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    validator = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  }
  return validator!(log) ? [] : ((validator!.errors as unknown[]) ?? ['invalid']);
}

export interface XmlNode {
  [key: string]: unknown;
}

/** Parse JUnit XML strictly (throws on a document that is not well-formed XML). */
export function parseXml(xml: string): XmlNode {
  const ok = XMLValidator.validate(xml);
  if (ok !== true) throw new Error(`not well-formed XML: ${JSON.stringify(ok.err)}`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => ['testsuite', 'testcase', 'failure', 'error', 'property'].includes(name),
    parseAttributeValue: false,
    processEntities: true,
    htmlEntities: false,
  });
  return parser.parse(xml) as XmlNode;
}
