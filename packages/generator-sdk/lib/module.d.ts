/**
 * Builds the name of the function that the generated module definition file exports to get a
 * module, such as `getUserPhotosModule` for the module folder `user-photos`.
 *
 * Plugins that generate code importing a module use this helper so their names always match the
 * generator's.
 *
 * @param name - Module name, usually the module's folder name.
 * @returns `get` + the name in PascalCase + `Module`.
 */
export declare function getModuleGetName(name: string): string;

/**
 * Builds the name of a module's `create…Module` function, such as `createUserPhotosModule` for the
 * module folder `user-photos`.
 *
 * @param name - Module name, usually the module's folder name.
 * @returns `create` + the name in PascalCase + `Module`.
 */
export declare function getModuleCreateName(name: string): string;

/**
 * Builds a camelCase variable name for a module instance, such as `userPhotosModule` for
 * `user-photos`. The directives and pagination plugins use it for the variable their generated
 * `index.ts` exports.
 *
 * @param name - Module name, usually the module's folder name.
 * @returns The name followed by `Module`, in camelCase.
 */
export declare function getModuleVariableName(name: string): string;
