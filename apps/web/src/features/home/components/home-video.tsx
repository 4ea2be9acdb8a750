import { AspectRatio, Box, Image, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { VIDEO_POSTER } from '../video-poster';
import { youTubeEmbedUrl, youTubeId } from '../youtube-id';

/**
 * The home page video (spec 01 §2). A poster and a play button first: nothing loads from the
 * video host until the visitor presses play (docs/decisions/004).
 */
export function HomeVideo({ link }: { link: string }) {
  const [isPlaying, setIsPlaying] = useState(false);
  const id = youTubeId(link);
  if (!id) return null;

  return (
    <AspectRatio ratio={16 / 9}>
      {isPlaying ? (
        <iframe
          src={youTubeEmbedUrl(id)}
          title="Faith Shield video"
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          style={{ border: 0, borderRadius: 12 }}
        />
      ) : (
        <UnstyledButton
          onClick={() => setIsPlaying(true)}
          aria-label="Play the Faith Shield video"
          pos="relative"
          style={{ borderRadius: 12, overflow: 'hidden' }}
        >
          <Image src={VIDEO_POSTER} alt="" width={640} height={360} w="100%" h="100%" fit="cover" />
          <Box
            pos="absolute"
            top="50%"
            left="50%"
            w={72}
            h={72}
            bg="white"
            c="navy.9"
            style={{
              transform: 'translate(-50%, -50%)',
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <IconPlayerPlayFilled size={32} aria-hidden />
          </Box>
        </UnstyledButton>
      )}
    </AspectRatio>
  );
}
