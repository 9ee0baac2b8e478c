import type { ExamScale } from '@app/domain';
import { TextInput } from '@mantine/core';

type ScaleScoreInputProps = {
  label: string;
  scale: Pick<ExamScale, 'unit' | 'min' | 'max'>;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** A score on the exam's own scale (a target, a real score): its bounds and step from the scale. */
export function ScaleScoreInput({ label, scale, value, error, onChange }: ScaleScoreInputProps) {
  return (
    <TextInput
      type="number"
      inputMode="decimal"
      label={label}
      min={scale.min}
      max={scale.max}
      step={scale.unit === 'percent' ? 0.1 : 1}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
