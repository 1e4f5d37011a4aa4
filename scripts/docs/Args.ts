/**
 * The command-line arguments of the docs tools: the one positional argument (the checkout) and `--name value`
 * options.
 *
 * @since 1.0.0
 */

/**
 * The value after `--name`, if given.
 *
 * @since 1.0.0
 * @category reading
 */
export const option = (argv: ReadonlyArray<string>, name: string): string | undefined => {
  const index = argv.indexOf(name)
  return index >= 0 ? argv[index + 1] : undefined
}

/**
 * The first argument that is neither a flag nor the value of one of the `valued` options.
 *
 * @since 1.0.0
 * @category reading
 */
export const positional = (argv: ReadonlyArray<string>, valued: ReadonlyArray<string>): string | undefined =>
  argv.find((arg, index) => !arg.startsWith("--") && !valued.includes(argv[index - 1] ?? ""))
