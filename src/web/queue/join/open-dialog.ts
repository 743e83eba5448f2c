/** Opens a modal dialog (the rest of the page inert) with focus on its chosen radio, or its first. */
export function openDialog(dialog: HTMLDialogElement) {
  dialog.showModal();
  dialog.querySelector<HTMLInputElement>("input[type=radio]:checked, input[type=radio]")?.focus();
}
