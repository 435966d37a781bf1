/** The look of a text input or select: shared by form fields and standalone controls such as search boxes. */
export const controlClass =
  "block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:bg-slate-100 aria-[invalid=true]:border-red-700";
