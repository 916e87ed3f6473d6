// A Jest reporter: after the run, the ten slowest test files with their times, so a suite that
// starts costing minutes shows up in every CI log (docs/performance.md "How to measure").
const SHOWN = 10;

class SlowestSuites {
  /** @param {{ testResults: Array<{ testFilePath: string, perfStats: { start: number, end: number } }> }} results */
  onRunComplete(_contexts, results) {
    const rows = results.testResults
      .map((r) => ({ file: r.testFilePath.replace(`${process.cwd()}/`, ''), ms: r.perfStats.end - r.perfStats.start }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (rows.length === 0) return;
    const lines = rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.file}`);
    process.stdout.write(`\nThe ${rows.length} slowest test files:\n${lines.join('\n')}\n`);
  }
}

module.exports = SlowestSuites;
