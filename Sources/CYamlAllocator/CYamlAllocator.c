/*
 * libyaml's allocation functions, replaced in the refreshspec executable.
 *
 * libyaml allocates through four functions of its own (yaml_malloc, yaml_realloc, yaml_free,
 * yaml_strdup), which it calls through its procedure linkage table: on Linux an executable
 * that defines them is asked first, so these definitions serve every allocation libyaml
 * makes. libyaml allocates and frees a block for nearly every token and event (about 700 per
 * spec of the benchmark corpus, nine in ten of the process's allocations), and malloc and
 * free cost it more than the work they serve.
 *
 * Blocks of up to 1 KiB come from per-thread free lists, one per 16-byte size class, carved
 * from 64 KiB chunks: an allocation pops a list, a free pushes onto the freeing thread's list.
 * Nothing is locked (each thread has its own lists) and no chunk is ever returned: memory kept
 * is at most what libyaml had live at once on each thread (a parser lives on one thread).
 * Larger blocks (libyaml's input buffers, long scalars) are malloc's. Each block starts with a
 * 16-byte header holding its size class (0 for malloc's), so that blocks stay 16-byte aligned.
 *
 * Under AddressSanitizer nothing is replaced, so that it checks libyaml's memory as malloc's.
 */
#include "CYamlAllocator.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define REFRESHSPEC_NO_YAML_ALLOCATOR 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || !defined(__linux__)
#define REFRESHSPEC_NO_YAML_ALLOCATOR 1
#endif

#ifdef REFRESHSPEC_NO_YAML_ALLOCATOR

int refreshspec_yaml_allocator_is_built(void) { return 0; }
size_t refreshspec_yaml_allocator_count(void) { return 0; }

#else

#include <stdlib.h>
#include <string.h>

enum {
    header_size = 16,
    class_size = 16,
    largest_small = 1024,
    class_count = largest_small / class_size + 1,
    chunk_size = 64 * 1024,
};

struct free_block { struct free_block *next; };

static __thread struct free_block *free_lists[class_count];
static __thread char *chunk_next;
static __thread size_t chunk_left;
static __thread size_t allocations;

int refreshspec_yaml_allocator_is_built(void) { return 1; }
size_t refreshspec_yaml_allocator_count(void) { return allocations; }

/* The header in front of a block handed out. */
static size_t *header_of(void *block) { return (size_t *)((char *)block - header_size); }

/* A block of size class `class` with its header, from the class's list or a chunk. */
static void *small_block(size_t class) {
    struct free_block *reused = free_lists[class];
    char *start;
    if (reused) {
        free_lists[class] = reused->next;
        start = (char *)reused;
    } else {
        size_t bytes = header_size + class * class_size;
        if (chunk_left < bytes) {
            /* The rest of the chunk, under 1 KiB, is left unused. */
            chunk_next = malloc(chunk_size);
            if (!chunk_next) {
                chunk_left = 0;
                return NULL;
            }
            chunk_left = chunk_size;
        }
        start = chunk_next;
        chunk_next += bytes;
        chunk_left -= bytes;
    }
    *(size_t *)start = class;
    return start + header_size;
}

void *yaml_malloc(size_t size) {
    allocations++;
    size_t needed = size ? size : 1;
    if (needed <= largest_small) return small_block((needed + class_size - 1) / class_size);
    char *start = malloc(header_size + needed);
    if (!start) return NULL;
    *(size_t *)start = 0;
    return start + header_size;
}

void yaml_free(void *block) {
    if (!block) return;
    size_t *header = header_of(block);
    size_t class = *header;
    if (class == 0) {
        free(header);
        return;
    }
    struct free_block *freed = (struct free_block *)header;
    freed->next = free_lists[class];
    free_lists[class] = freed;
}

void *yaml_realloc(void *block, size_t size) {
    if (!block) return yaml_malloc(size);
    size_t needed = size ? size : 1;
    size_t *header = header_of(block);
    size_t class = *header;
    if (class != 0 && needed <= class * class_size) return block;
    if (class == 0 && needed > largest_small) {
        char *start = realloc(header, header_size + needed);
        return start ? start + header_size : NULL;
    }
    void *moved = yaml_malloc(needed);
    if (!moved) return NULL;
    /* A small block holds its class's size; a large one more than any small block. */
    size_t kept = class != 0 ? class * class_size : needed;
    memcpy(moved, block, kept < needed ? kept : needed);
    yaml_free(block);
    return moved;
}

unsigned char *yaml_strdup(const unsigned char *text) {
    if (!text) return NULL;
    size_t size = strlen((const char *)text) + 1;
    unsigned char *copy = yaml_malloc(size);
    if (copy) memcpy(copy, text, size);
    return copy;
}

#endif
