// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { stubBrowser } from '../../test/stub-browser';
import { ImagePicker } from './image-picker';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => new File([new Uint8Array([...PNG_HEAD, 0, 0])], name, { type: 'image/png' });
const RULES = {
  maxCount: 2,
  messages: { wrongType: 'Photos are JPG or PNG.', tooMany: 'Two photos at most.' },
};

function Photos() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImagePicker
      label="Photos"
      inputLabel="Choose photos"
      chooseText="Choose photos"
      cameraText="Take photo"
      hint="JPG or PNG"
      rules={RULES}
      previews={{ label: 'Photos to send', altOf: (index) => `Photo ${index + 1}` }}
      files={files}
      onChange={setFiles}
    />
  );
}

const pick = (label: string, files: File[]) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { files } });

beforeAll(() => {
  stubBrowser();
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('the image picker', () => {
  it('shows each chosen photo, refuses the ones it cannot take with the screen’s words, and removes one', async () => {
    render(
      <Providers>
        <Photos />
      </Providers>,
    );
    const camera = screen.getByLabelText('Take photo', { selector: 'input' });
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/jpeg,image/png');

    const text = new File(['not a picture'], 'fake.png', { type: 'image/png' });
    pick('Choose photos', [png('a.png'), text]);
    await screen.findByRole('img', { name: 'Photo 1' });
    await screen.findByText('Photos are JPG or PNG.');
    expect(screen.queryByRole('img', { name: 'Photo 2' })).toBeNull();

    pick('Take photo', [png('b.png')]);
    await screen.findByRole('img', { name: 'Photo 2' });
    pick('Choose photos', [png('c.png')]);
    await screen.findByText('Two photos at most.');

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo 2' })).toBeNull());
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe('blob:b.png');
  });
});
