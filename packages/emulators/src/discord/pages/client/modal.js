import { el, replaceChildren } from './dom.js';

function textField(input, label, description) {
  const id = `modal-field-${input.custom_id}`;
  const attributes = {
    id,
    name: input.custom_id,
    required: input.required ?? true,
    minlength: input.min_length,
    maxlength: input.max_length,
    placeholder: input.placeholder,
    'aria-describedby': description ? `${id}-description` : undefined,
  };
  const control =
    input.style === 2
      ? el('textarea', { ...attributes, rows: 4 }, input.value ?? '')
      : el('input', { ...attributes, type: 'text', value: input.value ?? '' });
  return el(
    'div',
    { class: 'field' },
    el('label', { for: id }, label),
    description ? el('p', { id: `${id}-description`, class: 'hint' }, description) : null,
    control,
  );
}

function selectField(select, label, description) {
  const id = `modal-field-${select.custom_id}`;
  return el(
    'div',
    { class: 'field' },
    el('label', { for: id }, label),
    description ? el('p', { class: 'hint' }, description) : null,
    el(
      'select',
      {
        id,
        name: select.custom_id,
        multiple: (select.max_values ?? 1) > 1,
        required: select.required ?? true,
      },
      select.options.map((option) =>
        el('option', { value: option.value, selected: option.default }, option.label),
      ),
    ),
  );
}

/**
 * Shows a modal the app opened (type 9) as Discord would, and hands what was
 * entered to `onSubmit`; the dialog stays open with the reason if that fails.
 */
export function openModal(dialog, modal, onSubmit) {
  const form = dialog.querySelector('#modal-form');
  const status = dialog.querySelector('#modal-status');
  dialog.querySelector('#modal-title').textContent = modal.title;
  status.textContent = '';
  replaceChildren(
    dialog.querySelector('#modal-fields'),
    modal.components.map((entry) => {
      if (entry.type === 1) {
        const [input] = entry.components;
        return textField(input, input.label ?? input.custom_id);
      }
      const inner = entry.component;
      return inner.type === 4
        ? textField(inner, entry.label, entry.description)
        : selectField(inner, entry.label, entry.description);
    }),
  );
  form.onsubmit = async (event) => {
    event.preventDefault();
    const fields = {};
    for (const control of form.querySelectorAll('#modal-fields [name]')) {
      fields[control.name] = control.multiple
        ? [...control.selectedOptions].map((option) => option.value)
        : control.value;
    }
    try {
      await onSubmit(fields);
      dialog.close();
    } catch (error) {
      status.textContent = error.message;
    }
  };
  dialog.querySelector('#modal-cancel').onclick = () => dialog.close();
  dialog.showModal();
}
