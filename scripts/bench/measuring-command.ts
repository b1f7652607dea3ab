import { UsageError } from '../lib/usage-error';
import { killChildrenNow } from './processes';

export interface MeasuringCommand<Options> {
  /** How a failure is told: "The benchmark failed: …". */
  name: string;
  usage: string;
  /** The options, or 'help'; throws UsageError. */
  parseArgs(argv: readonly string[]): Options | 'help';
  /** The exit code: 0 when every budget held. */
  main(options: Options): Promise<number>;
  /** How long a run may take before it is stopped. */
  limitMs(options: Options): number;
  /** What is stopped on the way out, as the message says it: "the server", "the browser and the server". */
  stops: string;
  /** Stops what the command started and removes its scratch data; a second call finds nothing left to do. */
  cleanup(): Promise<void>;
  /** What must go at once when the process exits anyway (no promise runs then), after its child processes. */
  cleanupNow(): void;
}

/**
 * Runs a measuring command (the load benchmark, Lighthouse) from the command line and exits: what it started is
 * stopped and its scratch data removed on every way out (success, failure, Ctrl-C, its time limit).
 */
export async function runMeasuringCommand<Options>(command: MeasuringCommand<Options>): Promise<never> {
  let exitCode: number;
  try {
    const options = command.parseArgs(process.argv.slice(2));
    if (options === 'help') {
      console.log(command.usage);
      exitCode = 0;
    } else {
      installExitHandlers(command, command.limitMs(options));
      exitCode = await command.main(options);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${command.usage}`);
      exitCode = 2;
    } else {
      console.error(`\n${command.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      exitCode = 1;
    }
  } finally {
    await command.cleanup();
  }
  process.exit(exitCode);
}

function installExitHandlers<Options>(command: MeasuringCommand<Options>, limitMs: number): void {
  let interrupted = false;
  const abort = (reason: string, code: number) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${reason}: stopping ${command.stops} and removing the scratch data…`);
    const forceExit = setTimeout(() => process.exit(code), 40_000);
    forceExit.unref();
    void command.cleanup().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abort('Interrupted', 130));
  process.once('SIGTERM', () => abort('Terminated', 143));
  process.once('SIGHUP', () => abort('Hung up', 129));
  const watchdog = setTimeout(
    () => abort(`${command.name} ran past its ${limitMs / 60_000} min limit`, 1),
    limitMs,
  );
  watchdog.unref();
  process.once('exit', () => {
    killChildrenNow();
    command.cleanupNow();
  });
}
