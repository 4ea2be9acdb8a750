import type { ResourceCategory } from '@faith-shield/contract/resources/resource-schemas';
import { Avatar, Button, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { ALL, categoryChoices } from '../chosen-category';
import classes from './category-filter.module.css';

type Props = { categories: ResourceCategory[]; choice: string; onChoose: (choice: string) => void };

/** The owner's category filter (spec 02 §2): All, then each category with its picture. */
export function CategoryFilter({ categories, choice, onChoose }: Props) {
  const imageOf = new Map(categories.map((category) => [category.id, category.image]));
  return (
    <fieldset className={classes.filter}>
      <VisuallyHidden component="legend">Category</VisuallyHidden>
      <div className={classes.choices}>
        {categoryChoices(categories).map(({ value, label }) => {
          const isChosen = value === choice;
          const image = imageOf.get(value);
          return (
            <Button
              key={value}
              className={classes.choice}
              variant={isChosen ? 'filled' : 'default'}
              radius="xl"
              mih={44}
              aria-pressed={isChosen}
              onClick={() => onChoose(value)}
              leftSection={
                value === ALL || !image ? (
                  <IconLayoutGrid size={18} aria-hidden />
                ) : (
                  <Avatar src={image} alt="" size={26} radius="xl" />
                )
              }
            >
              {label}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
