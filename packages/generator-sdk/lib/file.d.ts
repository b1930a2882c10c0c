/**
 * Settings for the files Baeta generates: which header comments they start with, and an optional
 * last transformation of their content.
 *
 * Set them for a whole project through the `fileOptions` field of the `graphql` section in
 * `baeta.ts`; the generator hands them to its {@link FileManager}, which applies them to every
 * {@link File} it creates.
 */
export interface FileOptions {
	/**
	 * Leave out the comment that tells readers the file is generated and will be overwritten.
	 *
	 * @defaultValue `false`
	 */
	disableGenerationNoticeHeader?: boolean;

	/**
	 * Leave out the `eslint-disable` comment.
	 *
	 * @defaultValue `false`
	 */
	disableEslintHeader?: boolean;

	/**
	 * Leave out the comment that makes Biome ignore the file.
	 *
	 * @defaultValue `false`
	 */
	disableBiomeHeader?: boolean;

	/**
	 * Returns extra header text, placed after the built-in header comments.
	 *
	 * @param name - Path of the file being written.
	 * @param content - The file content, without headers.
	 * @param tag - The tag the file was registered with.
	 * @returns The header text to add; include the comment syntax yourself.
	 */
	addHeader?: (name: string, content: string, tag: string) => string;

	/**
	 * Rewrites the complete file (headers included) just before it is written, for example to run a
	 * formatter over it.
	 *
	 * @param name - Path of the file being written.
	 * @param content - The full text that would be written.
	 * @param tag - The tag the file was registered with.
	 * @returns The text to write instead, or a promise of it.
	 */
	transformContent?: (name: string, content: string, tag: string) => string | Promise<string>;
}

/**
 * One generated file, owned entirely by Baeta.
 *
 * Writing it replaces whatever was at its path, after creating missing folders. The text starts
 * with header comments chosen by {@link FileOptions}; the comments use `#` in `.gql`/`.graphql` files
 * and a block comment elsewhere. Files are usually created through
 * {@link FileManager.createAndAdd} rather than constructed directly.
 */
export declare class File {
	/**
	 * Creates a file description. Nothing touches the disk until {@link File.write} is called.
	 *
	 * @param filename - Absolute path of the file.
	 * @param content - Text of the file, without headers.
	 * @param tag - Free-form label, usually the name of the producing plugin. Other plugins use it to
	 * find files (see {@link FileManager.getByTag}).
	 * @param options - Header and transformation settings.
	 */
	constructor(filename: string, content: string, tag: string, options?: FileOptions);

	/** Absolute path of the file. */
	filename: string;

	/** Text of the file, without headers. */
	content: string;

	/** Label used to group and look up files. */
	tag: string;

	/**
	 * `true` once the file has been written during the current run. Writing again is then skipped,
	 * which is how a plugin can write a file early (so that later plugins can read it) without it
	 * being written twice.
	 */
	persisted: boolean;

	/**
	 * Writes the file, with its headers, creating parent folders as needed. Does nothing when the
	 * file is already {@link File.persisted | persisted}.
	 *
	 * @returns A promise that resolves once the file is on disk.
	 * @throws When the file system rejects the write.
	 */
	write: () => Promise<void>;

	/**
	 * Deletes the file from disk and marks it as not persisted.
	 *
	 * @returns A promise that resolves once the file is gone.
	 * @throws When the file does not exist or cannot be removed.
	 */
	unlink: () => Promise<void>;
}

/**
 * A generated section inside a file that Baeta does not own, such as `.gitignore` or
 * `wrangler.toml`.
 *
 * The section sits between a start and an end marker line. Writing replaces only the text between
 * the markers (or appends a new section, separated by a blank line, when the markers are missing),
 * and unlinking removes the section while keeping the rest of the file. Unlike {@link File}, a block
 * has no header comments unless you turn them on.
 */
export declare class FileBlock extends File {
	/**
	 * Creates a block description. Nothing touches the disk until {@link FileBlock.write} is called.
	 *
	 * @param filename - Absolute path of the host file.
	 * @param content - Text placed between the markers.
	 * @param start - Marker line that opens the section, for example `# Generated - Begin`.
	 * @param end - Marker line that closes the section.
	 * @param tag - Label used to group and look up files.
	 * @param options - Only the three `disable…Header` flags are read; each defaults to `true` here,
	 * so the host file gets no header comments. `addHeader` and `transformContent` are ignored.
	 */
	constructor(
		filename: string,
		content: string,
		start: string,
		end: string,
		tag: string,
		options?: FileOptions,
	);

	/** Marker line that opens the section. */
	start: string;

	/** Marker line that closes the section. */
	end: string;

	/**
	 * Inserts or replaces the section in the host file, creating the file and its folders when they
	 * do not exist. Does nothing when the block is already persisted.
	 *
	 * @returns A promise that resolves once the host file is updated.
	 */
	write: () => Promise<void>;

	/**
	 * Removes the section (markers included) from the host file and marks the block as not
	 * persisted. A missing host file is left alone.
	 *
	 * @returns A promise that resolves once the host file is updated.
	 */
	unlink: () => Promise<void>;
}

/**
 * The registry of files produced during one generator run, available to plugins as
 * `ctx.fileManager`.
 *
 * Plugins add files here instead of writing them. When every plugin step has finished, the
 * generator writes all files that are not yet persisted, then deletes the files of the previous run
 * that were not produced again. Plugins can also read what others registered, by path or by tag.
 */
export declare class FileManager {
	/**
	 * @param fileOptions - Settings given to every file created with {@link FileManager.createAndAdd}.
	 */
	constructor(fileOptions?: FileOptions);

	/** Settings given to every file created with {@link FileManager.createAndAdd}. */
	fileOptions?: FileOptions;

	/** The registered files, in the order they were added. */
	files: File[];

	/**
	 * Creates a {@link File} with this manager's {@link FileOptions} and registers it.
	 *
	 * @param filename - Absolute path of the file.
	 * @param content - Text of the file, without headers.
	 * @param tag - Label used to group and look up files.
	 * @returns The new file, so you can `write()` it early if later plugins need it on disk.
	 */
	createAndAdd(filename: string, content: string, tag: string): File;

	/**
	 * Registers files you constructed yourself, such as a {@link FileBlock}.
	 *
	 * @param file - The files to register.
	 */
	add(...file: File[]): void;

	/**
	 * Finds a registered file by path.
	 *
	 * @param filename - Absolute path to look for.
	 * @returns The first file with that path, or `undefined`.
	 */
	get(filename: string): File | undefined;

	/**
	 * @returns All registered files (the live array, not a copy).
	 */
	getAll(): File[];

	/**
	 * Lists the registered files that carry a tag. The GraphQL plugin, for instance, tags its output
	 * `graphql`.
	 *
	 * @param tag - Tag to look for.
	 * @returns The matching files, in registration order.
	 */
	getByTag(tag: string): File[];

	/**
	 * Unregisters the first file with a given path. The file on disk is not touched. Pass a path
	 * that is registered: for an unknown path the lookup yields `-1`, and the last file in the list
	 * is dropped instead.
	 *
	 * @param filename - Absolute path of the file to drop.
	 */
	remove(filename: string): void;

	/** Unregisters every file. Files on disk are not touched. */
	removeAll(): void;

	/**
	 * Unregisters every file that carries a tag. Files on disk are not touched.
	 *
	 * @param tag - Tag of the files to drop.
	 */
	removeByTag(tag: string): void;

	/**
	 * Writes every registered file that is not yet persisted, in parallel.
	 *
	 * @returns A promise that resolves when all writes have finished.
	 * @throws When any write fails.
	 */
	writeAll(): Promise<void[]>;

	/**
	 * Writes the not-yet-persisted files that carry a tag, in parallel.
	 *
	 * @param tag - Tag of the files to write.
	 * @returns A promise that resolves when those writes have finished.
	 * @throws When any write fails.
	 */
	writeByTag(tag: string): Promise<void[]>;

	/**
	 * Deletes every registered file from disk (for a {@link FileBlock}, only its section).
	 *
	 * @returns A promise that resolves when all files are removed.
	 * @throws When any removal fails.
	 */
	unlinkAll(): Promise<void>;

	/**
	 * @returns The registered files that have been written during this run.
	 */
	getPersistedFiles(): File[];
}
