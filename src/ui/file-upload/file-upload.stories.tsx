import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FileUpload } from './file-upload'
import { pngFile } from './file-upload.testing'

function Controlled({
  onFileChange,
  invalid,
  errorText,
}: {
  onFileChange?: (file: File | null) => void
  invalid?: boolean
  errorText?: string
}) {
  const [file, setFile] = useState<File | null>(null)
  return (
    <FileUpload
      label="New picture"
      dropzoneText="Choose a picture or drop it here"
      helperText="JPEG, PNG or WebP, up to 2 MB."
      accept={['image/jpeg', 'image/png', 'image/webp']}
      maxFileSize={2 * 1024 * 1024}
      file={file}
      onFileChange={(chosen) => {
        setFile(chosen)
        onFileChange?.(chosen)
      }}
      invalid={invalid}
      errorText={errorText}
    />
  )
}

const meta = {
  title: 'UI/FileUpload',
  component: Controlled,
  args: { onFileChange: fn() },
} satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

const hiddenInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const zone = canvas.getByRole('button', { name: 'Choose a picture or drop it here' })
    await expect(zone).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 2 MB.')
    await expect(hiddenInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    // The label names the file input.
    await expect(canvas.getByLabelText('New picture')).toBe(hiddenInput(canvasElement))
  },
}

export const ChooseAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(hiddenInput(canvasElement), pngFile())
    const name = await canvas.findByText('me.png')
    // The item fades in.
    await waitFor(() => expect(name).toBeVisible())
    await expect(args.onFileChange).toHaveBeenLastCalledWith(expect.any(File))
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Preview of me.png' })).toHaveAttribute('src'))
    await userEvent.click(canvas.getByRole('button', { name: 'Remove me.png' }))
    await waitFor(() => expect(canvas.queryByText('me.png')).not.toBeInTheDocument())
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null)
  },
}

export const KeyboardOpensThePicker: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByRole('button', { name: 'Choose a picture or drop it here' })
    const input = hiddenInput(canvasElement)
    let opened = 0
    // The browser's file dialog cannot show in a test: count the input's click instead.
    input.addEventListener('click', (event) => {
      event.preventDefault()
      opened += 1
    })
    await userEvent.tab()
    await expect(zone).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(opened).toBe(1))
    await userEvent.keyboard(' ')
    await waitFor(() => expect(opened).toBe(2))
  },
}

export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(hiddenInput(canvasElement), pngFile('huge.png', 2 * 1024 * 1024))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file is too large.')
    await expect(canvas.queryByText('huge.png')).not.toBeInTheDocument()
    await expect(args.onFileChange).not.toHaveBeenCalledWith(expect.any(File))
  },
}

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(hiddenInput(canvasElement), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file type is not accepted.')
    await expect(canvas.getByRole('button', { name: 'Choose a picture or drop it here' })).toHaveAccessibleDescription(
      /This file type is not accepted\./,
    )
  },
}

export const ServerError: Story = {
  args: { invalid: true, errorText: 'The picture may not be larger than 2 MB.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The picture may not be larger than 2 MB.')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <FileUpload
      label="صورة جديدة"
      dropzoneText="اختر صورة أو أفلتها هنا"
      helperText="JPEG أو PNG أو WebP، بحد أقصى 2 ميغابايت."
      accept={['image/png']}
      maxFileSize={2 * 1024 * 1024}
      file={null}
      onFileChange={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl')
    await expect(within(canvasElement).getByRole('button', { name: 'اختر صورة أو أفلتها هنا' })).toBeVisible()
  },
}
