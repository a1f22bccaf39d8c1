// A data problem as contributors read it: which file, which record, what is wrong and how to fix it.

export interface DataProblem {
  /** Name of the check that found it, e.g. "unknown-tag"; stable, so it can be searched in the README. */
  check: string;
  file: string;
  /** The record inside the file, e.g. "quote 1703" or "edge stoicism–taoism"; absent for whole-file problems. */
  record?: string;
  message: string;
  fix: string;
}

export function formatProblem(problem: DataProblem): string {
  const where = problem.record === undefined ? problem.file : `${problem.file} › ${problem.record}`;
  return `${where}: [${problem.check}] ${problem.message}\n    fix: ${problem.fix}`;
}

/** Thrown by the build when the dataset is invalid; carries every problem at once. */
export class DatasetError extends Error {
  readonly problems: DataProblem[];
  constructor(problems: DataProblem[]) {
    super(`The dataset has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map(formatProblem).join("\n")}`);
    this.name = "DatasetError";
    this.problems = problems;
  }
}
