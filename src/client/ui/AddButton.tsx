import { Plus } from 'lucide-react';
import { Button, type ButtonProps } from './Button';

/** The add button of a page's header or a section ('Yeni Film Ekle', 'Yer ekle'): its words after a plus. */
export function AddButton(props: Omit<ButtonProps, 'icon'>) {
  return <Button icon={<Plus className="h-4 w-4" />} {...props} />;
}
