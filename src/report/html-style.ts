/**
 * The HTML report's style sheet (src/report/html.ts inlines it; the page's CSP allows it by its
 * hash, so any change here is allowed by the hash computed from it). Light and dark by the
 * reader's setting (`prefers-color-scheme`); focus always visible.
 */
export const CLIENT_STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --soft: #f6f8fa;
  --link: #0969da; --dead: #cf222e; --warn: #9a6700; --moved: #0969da; --blocked: #8250df; --ok: #1a7f37; --focus: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --soft: #151b23;
    --link: #4493f8; --dead: #f85149; --warn: #d29922; --moved: #4493f8; --blocked: #ab7df8; --ok: #3fb950; --focus: #4493f8; }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 16px 24px 48px; background: var(--bg); color: var(--fg);
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", "DejaVu Sans", Helvetica, Arial, sans-serif; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 20px 0 8px; }
a { color: var(--link); }
a, button, input, select { outline-offset: 2px; }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--focus); }
.muted { color: var(--muted); }
.run { margin: 0 0 12px; }
.counts { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0 16px; padding: 0; list-style: none; }
.counts li { border: 1px solid var(--line); border-radius: 6px; padding: 6px 12px; background: var(--soft); }
.counts b { display: block; font-size: 20px; }
.counts .dead b { color: var(--dead); }
.counts .warning b { color: var(--warn); }
.notice { border-left: 4px solid var(--warn); padding: 4px 12px; background: var(--soft); }
.trend svg { max-width: 720px; width: 100%; height: auto; }
.trend .axis { stroke: var(--line); }
.trend text { fill: var(--muted); font-size: 11px; }
.trend .dead { stroke: var(--dead); fill: none; stroke-width: 2; }
.trend .warning { stroke: var(--warn); fill: none; stroke-width: 2; }
.trend circle.dead { fill: var(--dead); }
.trend circle.warning { fill: var(--warn); }
.controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; padding: 12px; margin: 12px 0;
  border: 1px solid var(--line); border-radius: 6px; background: var(--soft); }
.controls label { display: flex; flex-direction: column; font-size: 12px; color: var(--muted); gap: 2px; }
input, select, button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; }
button { cursor: pointer; }
button:disabled { opacity: .5; cursor: default; }
input[type=search] { min-width: 220px; }
select { max-width: 260px; }
.pager { display: flex; gap: 8px; align-items: center; margin: 8px 0; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: var(--soft); font-weight: 600; }
th.state { width: 90px; } th.reason { width: 22%; } th.count { width: 70px; }
.state-dead { color: var(--dead); font-weight: 600; }
.state-warning { color: var(--warn); font-weight: 600; }
.state-blocked { color: var(--blocked); font-weight: 600; }
.state-moved { color: var(--moved); font-weight: 600; }
.state-orphan, .state-mailto { color: var(--muted); font-weight: 600; }
ul.places { margin: 0; padding-left: 18px; }
ul.places li { margin: 1px 0; }
.pos { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; color: var(--muted); }
.text { color: var(--muted); }
.since { display: block; font-size: 12px; color: var(--muted); }
.to { display: block; }
`;
