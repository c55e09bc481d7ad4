/**
 * The import pipeline every upload uses: stage the sheet rows as a batch, validate them set-wise
 * with the module's row rules, read them back for the screen, commit the clean ones in one
 * statement. A module supplies only its column list, its rules and its commit.
 */
export * from './batch';
export * from './commit';
export * from './rules';
