import { expect } from '@open-wc/testing';
import { $, byText, mountBuilder, schemaWith, text } from './support';

describe('builder shell', () => {
  it('shows the empty canvas texts for a new form', async () => {
    const el = await mountBuilder();
    expect(text(el)).to.include('Start Building Your Form');
    expect(text(el)).to.include('Drag and drop field types from the sidebar to create your perfect form');
    expect(text(el)).to.include('Ready to add fields');
    expect(text(el)).to.include('Single Page Form');
    expect(text(el)).to.include('No Field Selected');
    expect(byText(el, 'button', 'Create')).to.exist;
    expect(($(el, 'input[aria-label="Form description"]') as HTMLInputElement).placeholder).to.equal(
      'Form Description',
    );
  });

  it('renders the cards of a schema', async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'a', type: 'text', label: 'First name' },
        { id: 'b', type: 'email', label: 'Email', width: 'half' },
      ]),
    });
    expect(text(el)).to.include('First name');
    expect(text(el)).to.include('2 fields');
  });
});
