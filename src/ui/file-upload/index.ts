export { FileUpload, type FileUploadProps } from './file-upload'
