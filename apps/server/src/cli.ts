// The `bole` command. `parse-resume` loads the parser alone, without the configuration, the
// database or the server's modules, so that it answers at once; the others are in commands.ts.
async function main([command, ...args]: string[]): Promise<number> {
  if (command === 'parse-resume') return (await import('./modules/intake/cli')).parseResumeCommand(args);
  return (await import('./commands')).runCommand(command, args);
}

void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
