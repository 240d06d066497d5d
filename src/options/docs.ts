/**
 * The documentation generated from the option table: action.yml's inputs and the tables of
 * docs/cli.md and docs/action.md (grouped as `--help` groups the options). `npm run gen` (scripts/gen.mjs) writes them between their markers;
 * test/unit/options-table.test.ts fails when a file is out of date. Not part of the bundles.
 */
import { usageOf } from './cli.js';
import { ACTION_INPUTS, cliFlagOf, isCliFlag, isOffered, OPTION_TABLE, SECTIONS, type ActionInputEntry as Input } from './table.js';
import { LINK_ROWS, META_URL_PROPERTIES } from '../extract/link-table.js';

export interface Generated {
  file: string;
  begin: string;
  end: string;
  render: () => string;
}

/** A YAML scalar that is strict YAML whatever it holds: single-quoted, quotes doubled. */
export function yamlString(s: string): string {
  if (/[\u0000-\u001f\u007f]/.test(s)) throw new Error(`action.yml: a value with a control character or line break: ${JSON.stringify(s)}`);
  return `'${s.replace(/'/g, "''")}'`;
}

/** A markdown table row: pipes escaped, one line per row, one space around each cell. */
function row(...cells: string[]): string {
  return `|${cells.map((c) => (c === '' ? ' ' : ` ${c.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')} `)).join('|')}|`;
}

/**
 * An input's default in action.yml. The runner passes an input's action.yml default as if the
 * user had typed it, so an engine option's default there would override the config file's
 * key: an engine option has none ('' = not given; the code applies the config file's value,
 * else the table's default), and its description states the default in force. The Action's
 * own inputs (no config file sets them) keep theirs.
 */
export function actionYmlDefault(i: Input): string {
  return i.engine ? '' : i.default;
}

/** An input's description in action.yml: an engine option's ends with the default in force. */
export function actionYmlDescription(i: Input): string {
  return i.engine && i.default !== '' ? `${i.action.description} Default: \`${i.default}\`.` : i.action.description;
}

/** action.yml's `inputs:` block. */
export function renderActionYmlInputs(): string {
  const lines = ['inputs:'];
  for (const i of ACTION_INPUTS) {
    lines.push(
      `  ${i.name}:`,
      `    description: ${yamlString(actionYmlDescription(i))}`,
      '    required: false',
      `    default: ${yamlString(actionYmlDefault(i))}`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * The Action's inputs by `--help` section: an engine option in its section (a start argument
 * in "What to check"), an input of the Action's own in the section of the entry before it in
 * the table, which places it next to the options it works with.
 */
function actionInputGroups(): Map<string, Input[]> {
  const offered = new Map(ACTION_INPUTS.map((i) => [i.name, i]));
  const groups = new Map<string, Input[]>([['What to check', []], ...SECTIONS.map((s) => [s, []] as [string, []])]);
  let section = 'What to check';
  for (const e of OPTION_TABLE) {
    if (e.kind === 'engine') section = isCliFlag(e.cli) ? e.cli.section : 'argument' in e.cli ? 'What to check' : section;
    const input = offered.get(e.name);
    if (input && (e.kind === 'action' || (e.kind === 'engine' && isOffered(e.action)))) groups.get(section)!.push(input);
  }
  return groups;
}

/** docs/action.md's input tables, one per group; the Default column is the default in force. */
export function renderReadmeActionTable(): string {
  const out: string[] = [];
  for (const [group, inputs] of actionInputGroups()) {
    if (inputs.length === 0) continue;
    const rows = [`### ${group}`, '', '| Input | Default | Description |', '|---|---|---|'];
    for (const i of inputs) rows.push(row(`\`${i.name}\``, i.default === '' ? '(none)' : `\`${i.default}\``, i.action.readme ?? i.action.description));
    out.push(rows.join('\n') + '\n');
  }
  return out.join('\n');
}

/** docs/cli.md's option tables, one per `--help` section. */
export function renderReadmeCliTable(): string {
  const out: string[] = [];
  for (const section of SECTIONS) {
    const rows = [`### ${section}`, '', '| option | default | what it does |', '|---|---|---|'];
    for (const e of OPTION_TABLE) {
      const cli = cliFlagOf(e);
      if (!cli || cli.section !== section) continue;
      const usage = usageOf(e, cli)
        .split(', ')
        .map((u) => `\`${u}\``)
        .join(', ');
      rows.push(row(usage, cli.readmeDefault, cli.readme));
    }
    out.push(rows.join('\n') + '\n');
  }
  return out.join('\n');
}

/** docs/what-is-checked.md's table of the elements and attributes read for links (src/extract/link-table.ts). */
export function renderReadmeLinkTable(): string {
  const rows = ['| element | attributes | checked as | note |', '|---|---|---|---|'];
  for (const r of LINK_ROWS) {
    const element = r.ns === 'svg' ? `\`<svg>\` \`<${r.element}>\`` : `\`<${r.element}>\``;
    const attributes = r.attributes.map((a) => (a === '#text' ? 'text' : `\`${a}\``)).join(r.firstOnly ? ' (else ' : ', ') + (r.firstOnly ? ')' : '');
    rows.push(row(element, attributes, r.kind === 'page' ? 'page (followed)' : 'resource (checked)', r.special ?? ''));
  }
  const metas = [...META_URL_PROPERTIES].map((m) => `\`${m}\``).join(', ');
  return `${rows.join('\n')}\n\nSocial-preview \`<meta property|name>\` values read: ${metas}.\n`;
}

export const GENERATED: readonly Generated[] = [
  {
    file: 'docs/what-is-checked.md',
    begin: '<!-- BEGIN generated link table: src/extract/link-table.ts, `npm run gen` -->',
    end: '<!-- END generated link table -->',
    render: renderReadmeLinkTable,
  },
  {
    file: 'action.yml',
    begin: '# BEGIN generated from src/options/table.ts by `npm run gen`: edit the table, not these lines',
    end: '# END generated inputs',
    render: renderActionYmlInputs,
  },
  {
    file: 'docs/cli.md',
    begin: '<!-- BEGIN generated CLI options: src/options/table.ts, `npm run gen` -->',
    end: '<!-- END generated CLI options -->',
    render: renderReadmeCliTable,
  },
  {
    file: 'docs/action.md',
    begin: '<!-- BEGIN generated Action inputs: src/options/table.ts, `npm run gen` -->',
    end: '<!-- END generated Action inputs -->',
    render: renderReadmeActionTable,
  },
];

/** `text` with the part between `g`'s markers replaced by its rendering. Throws when a marker is missing. */
export function regenerate(text: string, g: Generated): string {
  const a = text.indexOf(g.begin);
  const b = text.indexOf(g.end, a);
  if (a === -1 || b === -1) throw new Error(`${g.file}: markers not found: "${g.begin}" … "${g.end}"`);
  const from = a + g.begin.length;
  return `${text.slice(0, from)}\n${g.render()}${text.slice(b)}`;
}
