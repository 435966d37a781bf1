/** Where the console lives, and the path of a view below it; apart from `views.ts`, so a view may link to another. */
export const CONSOLE_PATH = "/console";

/** The path of a view by its segment ("" is the overview at /console itself). */
export const viewPath = (segment: string) => (segment ? `${CONSOLE_PATH}/${segment}` : CONSOLE_PATH);
