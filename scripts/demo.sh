#!/bin/sh
# `npm run demo`: check the example site (six dead links planted), then the Markdown of
# examples/repo (three planted). Each check prints its report and exit code; the demo exits 0
# when both found dead links (code 1), as planted, and 1 otherwise.
cd "$(dirname "$0")/.." || exit 2
mkdir -p .tmp
node dist/cli.js examples/site --json .tmp/demo-report.json
site=$?
echo "(exit code $site: 1 means dead links were found; the demo site has six planted on purpose)"
echo
echo '--- The Markdown of examples/repo, checked without a site:'
(cd examples/repo && node ../../dist/cli.js README.md 'docs/**/*.md' --json ../../.tmp/demo-markdown-report.json)
markdown=$?
echo "(exit code $markdown: the demo repository has three dead links planted on purpose)"
[ "$site" -eq 1 ] && [ "$markdown" -eq 1 ]
