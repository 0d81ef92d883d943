export { FilePickButton, type FilePickButtonProps } from './FilePickButton';
