/**
 * Pure escaping for every place an untrusted string (URL, link text, status text, title)
 * can land: markdown text and table cells, HTML, GitHub workflow commands, artifact names,
 * log lines. Nothing here knows about reports; each function answers "how do I write this
 * string here so it stays text".
 */

/** Control characters and Unicode line/paragraph separators, which could break a line or a cell. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROL_OR_SPACE_RUN = /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Collapse every run of whitespace and control characters to one space, and trim. */
export function oneLine(s: string): string {
  return s.replace(CONTROL_OR_SPACE_RUN, ' ').trim();
}

/**
 * Shorten to at most `max` characters (code points), ending in `…` when cut. Never splits a
 * surrogate pair.
 */
export function clip(s: string, max: number): string {
  const chars = Array.from(s);
  if (chars.length <= max) return s;
  return chars.slice(0, Math.max(0, max - 1)).join('') + '…';
}

/**
 * Text for markdown inline content and GFM table cells. CommonMark lets any ASCII
 * punctuation be backslash-escaped, so escaping all of it turns off everything markdown
 * could do with the string: HTML tags (`<`), links and images (`[`, `!`), emphasis, code,
 * entity references (`&`), table pipes (`|`), headings/lists at line start, and GFM
 * autolinks (`https:` and `www.` no longer match once `:` and `.` are escaped).
 * Line breaks become spaces, so the text stays one line (one table row).
 */
export function escapeMarkdown(s: string): string {
  return oneLine(s).replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`);
}

/**
 * A markdown code span holding `s` literally: monospace, never a link or HTML. The fence is
 * one backtick longer than the longest backtick run inside. In a GFM table cell, `|` must
 * still be escaped (`\|`): GFM splits cells before it parses code spans and removes the
 * backslash again. Outside tables a backslash in a code span is literal, so only escape
 * pipes when `inTable`.
 */
export function markdownCode(s: string, inTable = false): string {
  let text = oneLine(s);
  if (text === '') return '';
  if (inTable) text = text.replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // A space on each side when the content starts or ends with a backtick (CommonMark strips
  // exactly one leading and trailing space from code spans).
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&#39;';
    }
  });
}

/**
 * Characters the runner's string matching may skip over. It finds commands with .NET's
 * culture-sensitive `StartsWith("::")` and `IndexOf("##[")`, which (with ICU) ignore what the
 * collation calls ignorable: format and control characters, zero-width spaces, variation
 * selectors, most combining marks and a few letters (tatweel …). Checked against ICU: every
 * code point `c` for which `#c#[` collates equal to `##[`, or `:c:` to `::`, is in this class.
 * So `#\u200B#[error]` is still a command to the runner, and a zero-width space cannot be
 * what breaks one up.
 */
const SKIPPABLE = '\\p{M}\\p{C}\\p{Default_Ignorable_Code_Point}\\u0640\\u07fa\\u180a\\u1cd3\\ufe73';
/** `##[` (the runner's legacy command prefix, matched anywhere in a line), ignorables allowed between. */
const LEGACY_COMMAND = new RegExp(`#([${SKIPPABLE}]*)#([${SKIPPABLE}]*)\\[`, 'gu');
/** `::` (a workflow command) at the start of the text, after whitespace and ignorables (one class: no backtracking blow-up). */
const LEADING_COMMAND = new RegExp(`^([\\s${SKIPPABLE}]*):([${SKIPPABLE}]*):`, 'u');

/**
 * Untrusted text that cannot issue a workflow command when a log line carries it: the second
 * `#` of every `##[` and the first `:` of a leading `::` are written as the visible ASCII
 * escapes `\u0023` and `\u003a` (an inserted zero-width character would not do: the runner's
 * matching skips those). Assumes line breaks are already gone and that, in the line, the text
 * follows either nothing but whitespace or other text that does not end in `#` or `:`.
 */
export function defuseWorkflowCommands(s: string): string {
  return s.replace(LEGACY_COMMAND, '#$1\\u0023$2[').replace(LEADING_COMMAND, '$1\\u003a$2:');
}

/**
 * A string for one line of the plain job log. Control characters and line separators become
 * spaces, so untrusted text can neither start a new line nor move the cursor; then
 * {@link defuseWorkflowCommands}, so the line cannot be a workflow command (`::cmd::` at its
 * start, or the legacy `##[cmd]` anywhere in it).
 */
export function safeLogText(s: string): string {
  return defuseWorkflowCommands(s.replace(CONTROL, ' '));
}

/** Characters the artifact service rejects in artifact names. */
const ARTIFACT_NAME_BAD = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * An artifact name the artifact service accepts: the forbidden characters (`\ / : * ? " < > |`
 * and control characters) become `-`, surrounding whitespace and dots are trimmed.
 * Returns '' when nothing usable is left.
 */
export function sanitizeArtifactName(name: string): string {
  return name
    .replace(ARTIFACT_NAME_BAD, '-')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .trim();
}

/** Characters the artifact service rejects in file paths inside an artifact. */
export function isSafeArtifactPath(relPath: string): boolean {
  return !/[":<>|*?\r\n]/.test(relPath);
}

/** True for an absolute http(s) URL: the only kind the reports make into links. */
export function isWebUrl(s: string): boolean {
  if (!/^https?:\/\//i.test(s)) return false;
  try {
    new URL(s);
    return true;
  } catch {
    return false;
  }
}

const utf8Bytes = new TextEncoder();

/**
 * A markdown link to an http(s) URL. `label` must already be escaped (escapeMarkdown). In the
 * destination every character that could end it, break a table cell or open HTML (spaces,
 * controls, `<>"'`|\()`) is percent-encoded, which names the same resource; anything that is
 * not an http(s) URL gets no link at all, only its label.
 */
export function markdownLink(label: string, url: string): string {
  return isWebUrl(url) ? webLink(label, url) : label;
}

/** `shown` (raw text) as a link to `url` when that is an http(s) URL, else as a code span. */
export function linkOrCode(shown: string, url: string, inTable: boolean): string {
  return isWebUrl(url) ? webLink(escapeMarkdown(shown), url) : markdownCode(shown, inTable);
}

/** The link itself, `url` known to be an http(s) URL. */
function webLink(label: string, url: string): string {
  const dest = url.replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029<>"'`|\\()]/gu, (c) =>
    Array.from(utf8Bytes.encode(c), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  return `[${label}](${dest})`;
}
