/** Where log lines go; tests pass one to read what was logged. Default: standard output. */
export interface LogDestination {
  write(line: string): void;
}
