/* A faster allocator for libyaml's own memory in the refreshspec executable; see
 * CYamlAllocator.c for how and why. */
#ifndef REFRESHSPEC_CYAMLALLOCATOR_H
#define REFRESHSPEC_CYAMLALLOCATOR_H

#include <stddef.h>

/* Whether this build replaces libyaml's allocation functions at all: 1 on Linux, 0 elsewhere
 * and under AddressSanitizer (which then sees every libyaml allocation as malloc's). */
int refreshspec_yaml_allocator_is_built(void);

/* How many allocations libyaml has asked of the allocator on the calling thread. */
size_t refreshspec_yaml_allocator_count(void);

/* libyaml's allocation functions (declared in its private header), which this target defines
 * on Linux; declared here for the tests, which call them as libyaml does. */
void *yaml_malloc(size_t size);
void *yaml_realloc(void *block, size_t size);
void yaml_free(void *block);
unsigned char *yaml_strdup(const unsigned char *text);

#endif
