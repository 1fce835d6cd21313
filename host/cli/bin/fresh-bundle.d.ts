/** The bundle's entry as a file URL, or undefined when it is missing, unreadable or older than one of its inputs. */
export declare function freshBundle(bundleFolder: string, root: string): string | undefined;
