/*
 * event_loop: the floor of the validate benchmark.
 *
 * For every file named on the command line (a directory is walked recursively
 * for *.yaml and *.yml files, in sorted order), read the whole file with
 * read(2), then pull libyaml events with yaml_parser_parse() and drop each one
 * with yaml_event_delete() until the end of the stream. Nothing else: no node
 * tree, no copies of scalars. Anything that parses YAML through libyaml has to
 * do at least this much work, so its time is the lower bound.
 *
 * Prints "N files, E events, F failed" on stdout; exits 1 if libyaml rejected
 * a file, 2 if a path could not be read.
 *
 * Build: cc -O2 $(pkg-config --cflags yaml-0.1) event_loop.c -o event_loop \
 *            $(pkg-config --libs yaml-0.1)
 */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

static unsigned long files_seen;
static unsigned long long events_seen;
static unsigned long files_failed;
static int unreadable;

static unsigned char *buffer;
static size_t buffer_capacity;

static int has_yaml_extension(const char *name) {
    size_t n = strlen(name);
    return (n > 5 && strcmp(name + n - 5, ".yaml") == 0) ||
           (n > 4 && strcmp(name + n - 4, ".yml") == 0);
}

/* Reads the whole file into `buffer`; returns its length or -1. */
static ssize_t read_file(const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) return -1;
    size_t length = 0;
    for (;;) {
        if (length == buffer_capacity) {
            size_t capacity = buffer_capacity ? buffer_capacity * 2 : 65536;
            unsigned char *grown = realloc(buffer, capacity);
            if (!grown) { close(fd); return -1; }
            buffer = grown;
            buffer_capacity = capacity;
        }
        ssize_t got = read(fd, buffer + length, buffer_capacity - length);
        if (got < 0) {
            if (errno == EINTR) continue;
            close(fd);
            return -1;
        }
        if (got == 0) break;
        length += (size_t)got;
    }
    close(fd);
    return (ssize_t)length;
}

static void parse_file(const char *path) {
    ssize_t length = read_file(path);
    if (length < 0) {
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        unreadable = 1;
        return;
    }
    files_seen++;

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "%s: cannot initialize libyaml\n", path);
        files_failed++;
        return;
    }
    yaml_parser_set_input_string(&parser, buffer, (size_t)length);

    yaml_event_t event;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%lu:%lu: %s\n", path,
                    (unsigned long)parser.problem_mark.line + 1,
                    (unsigned long)parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "parse error");
            files_failed++;
            break;
        }
        events_seen++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void visit(const char *path, int named_explicitly);

static void walk_directory(const char *path) {
    DIR *dir = opendir(path);
    if (!dir) {
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        unreadable = 1;
        return;
    }
    char **names = NULL;
    size_t count = 0, capacity = 0;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 64;
            char **grown = realloc(names, capacity * sizeof *names);
            if (!grown) { perror("realloc"); exit(2); }
            names = grown;
        }
        size_t n = strlen(path) + 1 + strlen(entry->d_name) + 1;
        names[count] = malloc(n);
        if (!names[count]) { perror("malloc"); exit(2); }
        snprintf(names[count], n, "%s/%s", path, entry->d_name);
        count++;
    }
    closedir(dir);
    qsort(names, count, sizeof *names, compare_names);
    for (size_t i = 0; i < count; i++) {
        visit(names[i], 0);
        free(names[i]);
    }
    free(names);
}

static void visit(const char *path, int named_explicitly) {
    struct stat info;
    if (stat(path, &info) != 0) {
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        unreadable = 1;
        return;
    }
    if (S_ISDIR(info.st_mode)) {
        walk_directory(path);
    } else if (named_explicitly || has_yaml_extension(path)) {
        parse_file(path);
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s PATH...\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; i++) visit(argv[i], 1);
    printf("%lu files, %llu events, %lu failed\n", files_seen, events_seen, files_failed);
    free(buffer);
    if (unreadable) return 2;
    return files_failed ? 1 : 0;
}
